/**
 * Where the customer escalated (the list's "channel": channel_name and channel_description).
 * Kinds of channel, not the names of outside services.
 */
export const ESCALATION_CHANNELS = [
  {
    id: 1,
    channel_name: 'Email to Escalation Desk',
    channel_description: 'Mail to the customer care escalation address',
  },
  {
    id: 2,
    channel_name: "Founder's Office",
    channel_description: "Mail or call to the founders' or CEO's office",
  },
  {
    id: 3,
    channel_name: 'Social Media',
    channel_description: 'Public post or direct message on a social network',
  },
  {
    id: 4,
    channel_name: 'Marketplace Complaint',
    channel_description: 'Complaint raised through the marketplace the order came from',
  },
  {
    id: 5,
    channel_name: 'Consumer Helpline',
    channel_description: 'Grievance registered with the national consumer helpline',
  },
  {
    id: 6,
    channel_name: 'Legal Notice',
    channel_description: "Notice from the customer's lawyer or a consumer court",
  },
  {
    id: 7,
    channel_name: 'Repeat Calls',
    channel_description: 'Three or more calls to customer care about the same issue',
  },
  {
    id: 8,
    channel_name: 'Store Visit',
    channel_description: 'Customer walked into an experience store to complain',
  },
] as const;

export type EscalationChannel = (typeof ESCALATION_CHANNELS)[number];
export type EscalationChannelId = EscalationChannel['id'];

export const ESCALATION_CHANNEL_IDS: readonly EscalationChannelId[] = ESCALATION_CHANNELS.map(
  (c) => c.id,
);

/** The channel of an id, or undefined for an id that is not in the catalogue. */
export function escalationChannel(id: number): EscalationChannel | undefined {
  return ESCALATION_CHANNELS.find((c) => c.id === id);
}

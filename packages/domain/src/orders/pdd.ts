/** One stage of a cart's promised delivery date: when it was due and when it happened (ISO). */
export interface PddRow {
  label: string;
  predicted: string | null;
  actual: string | null;
}

/** What the breakdown is built from: the order's dates and the cart's promised date. */
export interface PddFacts {
  created_at: string;
  /** YYYY-MM-DD. */
  promised_date: string | null;
  confirmed_at: string | null;
  invoiced_at: string | null;
  docketed_at: string | null;
  delivered_at: string | null;
}

const DAY_MS = 86_400_000;

/**
 * The stages of a promised delivery date and the days after the order each is planned for. The
 * spec gives the row shape only (001 section 4); these are the retailer's usual lead times.
 * Delivery is planned for the promised date itself.
 */
export const PDD_STAGES = [
  { label: 'Order Confirmation', leadDays: 1, actual: 'confirmed_at' },
  { label: 'Invoicing', leadDays: 2, actual: 'invoiced_at' },
  { label: 'Dispatch', leadDays: 3, actual: 'docketed_at' },
  { label: 'Delivery', leadDays: null, actual: 'delivered_at' },
] as const satisfies readonly { label: string; leadDays: number | null; actual: keyof PddFacts }[];

/**
 * The PDD breakdown rows of a cart. A stage is never planned after the promised date: a short
 * promise pulls the stages before it forward to that date.
 */
export function pddBreakdown(f: PddFacts): PddRow[] {
  const promised = f.promised_date === null ? null : Date.parse(`${f.promised_date}T00:00:00.000Z`);
  const placed = Date.parse(f.created_at);
  return PDD_STAGES.map((stage) => {
    const planned = stage.leadDays === null ? promised : placed + stage.leadDays * DAY_MS;
    const capped = planned !== null && promised !== null ? Math.min(planned, promised) : planned;
    return {
      label: stage.label,
      predicted: capped === null ? null : new Date(capped).toISOString(),
      actual: f[stage.actual],
    };
  });
}

export { seedDemoEscalations } from './demo-escalations';
export { seedEscalation, seedHelpdeskTicket, type EscalationOverrides } from './seed-escalation';
export { writeEscalation, type EscalationPlan } from './write-escalation';

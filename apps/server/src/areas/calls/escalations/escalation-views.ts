import {
  escalationChannel,
  escalationStatus,
  reasonChoice,
  type EscalationChannelView,
  type EscalationReasonView,
  type EscalationStatusId,
  type WarehouseView,
} from '@backoffice/domain/calls/escalations';
import { warehouse, type Warehouse } from '@backoffice/domain/warehouse';

// The database's checks keep these ids inside the catalogues; a miss is a programming error.

export function channelView(channelId: number): EscalationChannelView {
  const channel = escalationChannel(channelId);
  if (!channel) throw new Error(`Escalation channel ${channelId} is not in the catalogue`);
  return {
    channel_id: channel.id,
    channel_name: channel.channel_name,
    channel_description: channel.channel_description,
  };
}

export function reasonView(reasonId: number): EscalationReasonView {
  const choice = reasonChoice(reasonId);
  if (!choice) throw new Error(`Escalation reason ${reasonId} is not in the catalogue`);
  return {
    reason_id: choice.subReason.id,
    reason: choice.reason.reason,
    sub_reason: choice.subReason.sub_reason,
  };
}

export function warehouseOption(found: Warehouse): WarehouseView {
  return { warehouse_id: found.id, warehouse_name: found.warehouse_name, city: found.city };
}

export function warehouseView(warehouseId: number | null): WarehouseView | null {
  if (warehouseId === null) return null;
  const found = warehouse(warehouseId);
  if (!found) throw new Error(`Warehouse ${warehouseId} is not in the catalogue`);
  return warehouseOption(found);
}

export const statusLabel = (status: EscalationStatusId) => escalationStatus(status).label;

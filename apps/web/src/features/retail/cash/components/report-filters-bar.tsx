import { CASH_MESSAGES, CASH_REPORT_MODE_OPTIONS } from '@backoffice/domain/retail/cash';
import { Group, MultiSelect } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { ReactNode } from 'react';
import { DATE_INPUT_PROPS } from '@/lib/format';
import type { ReportFilterDraft } from './use-report-filters';

export interface ReportFiltersBarProps {
  draft: ReportFilterDraft;
  onChange: (draft: ReportFilterDraft) => void;
  /** The payment modes the report offers; every cash payment mode when it offers none. */
  modes: readonly { id: number; name: string }[];
  today: string;
  /** Right of the filters, e.g. the report download. */
  children?: ReactNode;
}

/**
 * The cash reports' filters (spec 002 sections 5 and 7): payment modes, and a start and end date,
 * both required ('Required!').
 */
export function ReportFiltersBar({
  draft,
  onChange,
  modes,
  today,
  children,
}: ReportFiltersBarProps) {
  const offered = modes.length > 0 ? modes : CASH_REPORT_MODE_OPTIONS;
  return (
    <Group gap="md" align="flex-start">
      <MultiSelect
        label="Payment Modes"
        data={offered.map((mode) => ({ value: String(mode.id), label: mode.name }))}
        value={draft.paymentModes.map(String)}
        onChange={(values) => onChange({ ...draft, paymentModes: values.map(Number) })}
        error={draft.paymentModes.length === 0 ? CASH_MESSAGES.required : undefined}
        w={320}
        clearable
      />
      <DateInput
        {...DATE_INPUT_PROPS}
        label="Start Date"
        value={draft.startDate}
        maxDate={draft.endDate ?? today}
        onChange={(day) => onChange({ ...draft, startDate: day })}
        error={draft.startDate === null ? CASH_MESSAGES.required : undefined}
        clearable
        w={160}
      />
      <DateInput
        {...DATE_INPUT_PROPS}
        label="End Date"
        value={draft.endDate}
        minDate={draft.startDate ?? undefined}
        maxDate={today}
        onChange={(day) => onChange({ ...draft, endDate: day })}
        error={draft.endDate === null ? CASH_MESSAGES.required : undefined}
        clearable
        w={160}
      />
      {children}
    </Group>
  );
}

import { DISTRIBUTION_ORDER_MESSAGES } from '@backoffice/domain/distribution';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useDistributors } from '@/features/distribution/distributors/api/get-distributors';

interface DistributorChoiceProps {
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string | undefined;
}

/** Choose an active distributor by name or SAP code (Finance has activated it). */
export function DistributorChoice({ value, onChange, error }: DistributorChoiceProps) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const distributors = useDistributors({ search, active: true, limit: 50, offset: 0 });
  const options = (distributors.data?.results ?? []).map((d) => ({
    value: d.distributor_code,
    label: `${d.distributor_code} - ${d.name}`,
  }));
  return (
    <Select
      label="Distributor"
      required
      placeholder="Search an active distributor"
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options: all }) => all}
      nothingFoundMessage={distributors.isFetching ? 'Loading…' : 'No active distributor found'}
      error={
        error ??
        (distributors.isError ? DISTRIBUTION_ORDER_MESSAGES.distributorRequired : undefined)
      }
      w={420}
    />
  );
}

import {
  CHALLAN_IMAGE_TYPES,
  CHALLAN_MESSAGES,
  challanImagesRefusal,
  indiaDay,
  ZChallanUploadResponse,
  type ChallanUploadResponse,
  type TChallanImage,
  type ZChallanUploadRequest,
} from '@backoffice/domain/returns';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '@/components/form';
import { returnsPath } from '@/features/returns/api/paths';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { DATE_INPUT_PROPS } from '@/lib/format';

/** The bytes of a chosen file as base64 (the data URL's part after the comma). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });

/** What the form holds: the amount in rupees, the deposit day and the chosen photos. */
interface ChallanValues {
  amount: number | null;
  deposited_date: string | null;
  attachments: File[];
}

const EMPTY: ChallanValues = { amount: null, deposited_date: null, attachments: [] };
const FIELDS = ['amount', 'deposited_date', 'attachments'] as const;

/** The fields with the domain's messages; the photos by the domain's rule on files. */
const ZChallanValues = z.object({
  amount: z
    .number({ error: CHALLAN_MESSAGES.required })
    .positive(CHALLAN_MESSAGES.amountPositive)
    .nullable()
    .refine((amount) => amount !== null, CHALLAN_MESSAGES.required),
  deposited_date: z
    .string()
    .nullable()
    .refine((day) => day !== null, CHALLAN_MESSAGES.required),
  attachments: z.array(z.instanceof(File)).superRefine((files, ctx) => {
    const refusal = challanImagesRefusal(files);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  }),
});

interface ChallanUploadFormProps {
  codSheetId: number;
  orderRandomId: string;
}

/**
 * The challan upload (returns/cod-challans/): amount, deposit date and one to five photos of at
 * most 5 MB, checked by the domain's rule as the server checks them; 'Challan Uploaded
 * Successfully!' is toasted and the list reloads.
 */
export function ChallanUploadForm({ codSheetId, orderRandomId }: ChallanUploadFormProps) {
  const [today] = useState(() => indiaDay(new Date()));
  const form = useForm<ChallanValues>({
    resolver: zodResolver(ZChallanValues),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const upload = useReturnWrite<z.input<typeof ZChallanUploadRequest>, ChallanUploadResponse>({
    path: returnsPath('codChallans'),
    schema: ZChallanUploadResponse,
    orderRandomId,
  });
  const submit = form.handleSubmit(async ({ amount, deposited_date, attachments }) => {
    const images: TChallanImage[] = await Promise.all(
      attachments.map(async (file) => ({
        file_name: file.name,
        // The type was checked against the domain's image types above.
        content_type: file.type as TChallanImage['content_type'],
        data: await base64Of(file),
      })),
    );
    upload.mutate(
      {
        cod_sheet_id: codSheetId,
        amount: Number((amount ?? 0).toFixed(2)),
        deposited_date: deposited_date ?? '',
        attachments: images,
      },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => applyServerErrors(form, error, FIELDS),
      },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Upload challan">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Upload Challan
        </Text>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Amount"
                withAsterisk
                min={0}
                decimalScale={2}
                prefix="₹"
                thousandSeparator=","
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="deposited_date"
            render={({ field, fieldState }) => (
              <DateInput
                {...DATE_INPUT_PROPS}
                label="Deposited Date"
                withAsterisk
                maxDate={today}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="attachments"
          render={({ field, fieldState }) => (
            <FileInput
              label="Images"
              description="At most 5 images (JPEG, PNG or WebP) of 5 MB each"
              withAsterisk
              multiple
              clearable
              accept={CHALLAN_IMAGE_TYPES.join(',')}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={upload.isPending}>
            Upload Challan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

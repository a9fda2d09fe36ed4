import {
  CHALLAN_IMAGE_TYPES,
  CHALLAN_MESSAGES,
  challanImagesRefusal,
  indiaDay,
  ZChallanUploadResponse,
  type ChallanUploadResponse,
} from '@backoffice/domain/returns';
import { Button, FileInput, Group, NumberInput, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import { returnsPath } from '@/features/returns/api/paths';
import { useReturnWrite } from '@/features/returns/api/use-return-write';
import { DATE_INPUT_PROPS } from '@/lib/format';

/** A photo as the upload sends it: its name, type and bytes as base64. */
interface ChallanImage {
  file_name: string;
  content_type: string;
  data: string;
}

/** The bytes of a chosen file as base64 (the data URL's part after the comma). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
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
  const [amount, setAmount] = useState<number | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [today] = useState(() => indiaDay(new Date()));
  const upload = useReturnWrite<Record<string, unknown>, ChallanUploadResponse>({
    path: returnsPath('codChallans'),
    schema: ZChallanUploadResponse,
    orderRandomId,
  });
  const amountError =
    amount === null
      ? CHALLAN_MESSAGES.required
      : amount > 0
        ? null
        : CHALLAN_MESSAGES.amountPositive;
  const dayError = day === null ? CHALLAN_MESSAGES.required : null;
  const filesError = challanImagesRefusal(files);
  const shown = (error: string | null, touched: boolean) => (touched || tried ? error : null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || dayError || filesError) return;
    const attachments: ChallanImage[] = await Promise.all(
      files.map(async (file) => ({
        file_name: file.name,
        content_type: file.type,
        data: await base64Of(file),
      })),
    );
    upload.mutate(
      {
        cod_sheet_id: codSheetId,
        amount: Number((amount ?? 0).toFixed(2)),
        deposited_date: day,
        attachments,
      },
      {
        onSuccess: () => {
          setAmount(null);
          setDay(null);
          setFiles([]);
          setTried(false);
        },
      },
    );
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Upload challan">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Upload Challan
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label="Amount"
            withAsterisk
            min={0}
            decimalScale={2}
            prefix="₹"
            thousandSeparator=","
            value={amount ?? ''}
            onChange={(value) => setAmount(value === '' ? null : Number(value))}
            error={shown(amountError, amount !== null)}
          />
          <DateInput
            {...DATE_INPUT_PROPS}
            label="Deposited Date"
            withAsterisk
            maxDate={today}
            value={day}
            onChange={setDay}
            error={shown(dayError, false)}
          />
        </Group>
        <FileInput
          label="Images"
          description="At most 5 images (JPEG, PNG or WebP) of 5 MB each"
          withAsterisk
          multiple
          clearable
          accept={CHALLAN_IMAGE_TYPES.join(',')}
          value={files}
          onChange={setFiles}
          error={shown(filesError, files.length > 0)}
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

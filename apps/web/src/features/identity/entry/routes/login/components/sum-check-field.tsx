import { TextInput } from '@mantine/core';
import { SUM_ANSWER_MAX_LENGTH } from '@backoffice/domain/core/validation';
import type { SumCheck } from './use-sum-check';

const WRONG_SUM_MESSAGE = 'Incorrect sum';

/** "a + b =" with an answer box that keeps digits only, at most 2 characters. */
export function SumCheckField({ sum }: { sum: SumCheck }) {
  const { a, b } = sum.challenge;
  return (
    <TextInput
      label={`${a} + ${b} =`}
      placeholder="Sum"
      inputMode="numeric"
      autoComplete="off"
      maxLength={SUM_ANSWER_MAX_LENGTH}
      value={sum.answer}
      onChange={(event) => sum.type(event.currentTarget.value)}
      error={sum.isWrong ? WRONG_SUM_MESSAGE : undefined}
      required
    />
  );
}

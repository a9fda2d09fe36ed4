import {
  newSumChallenge,
  sanitiseSumAnswer,
  sumAnswerIsRight,
  type SumChallenge,
} from '@backoffice/domain/core/validation';
import { useState } from 'react';

export interface SumCheck {
  challenge: SumChallenge;
  answer: string;
  isRight: boolean;
  /** The answer is as long as the sum and still wrong: time to say so. */
  isWrong: boolean;
  type: (typed: string) => void;
  /** A new pair of numbers and an empty answer (after a failed sign-in). */
  renew: () => void;
}

/** The sign-in screen's addition check (spec 000 section 2), with the domain's rules. */
export function useSumCheck(): SumCheck {
  const [challenge, setChallenge] = useState(() => newSumChallenge());
  const [answer, setAnswer] = useState('');
  const isRight = sumAnswerIsRight(challenge, answer);
  const sumLength = String(challenge.a + challenge.b).length;
  return {
    challenge,
    answer,
    isRight,
    isWrong: !isRight && answer.length >= sumLength,
    type: (typed) => setAnswer(sanitiseSumAnswer(typed)),
    renew: () => {
      setChallenge(newSumChallenge());
      setAnswer('');
    },
  };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10] ?? '';
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? ` ${ones}` : ''}`;
}

/** 0 to 999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return `${ONES[hundreds] ?? ''} Hundred${rest ? ` ${rest}` : ''}`;
}

/** The Indian numbering groups, largest first: crore, lakh, thousand, then the rest. */
const GROUPS = [
  { size: 10_000_000, name: 'Crore' },
  { size: 100_000, name: 'Lakh' },
  { size: 1000, name: 'Thousand' },
] as const;

/** A whole number in words with Indian numbering: 1234567 is 'Twelve Lakh Thirty Four ...'. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole number`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  let rest = n;
  for (const { size, name } of GROUPS) {
    const count = Math.floor(rest / size);
    rest %= size;
    // Beyond 99 crore the crores are themselves read in Indian words ('One Hundred Crore').
    if (count > 0) parts.push(`${numberInIndianWords(count)} ${name}`);
  }
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount of paise in words for the quotation: 12345678 paise is
 * 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${paise} is not paise`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paiseWords} Only`;
}

import { createHash } from 'node:crypto';
import { describeLinkRemaining, LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import type { PaymentLinkStatus } from '@backoffice/domain/sales/payments';

/** What the sandbox payment page shows of a link. */
export interface SandboxPageLink {
  transaction_id: string;
  order_random_id: string;
  brand: string;
  /** The amount for people, from the one INR formatter: '₹1,250.00'. */
  amount: string;
  type_label: string;
  payment_via: string;
  status: PaymentLinkStatus;
  created_at: Date;
  expires_at: Date;
  now: Date;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OUTCOMES = {
  paid: 'Payment successful',
  failed: 'Payment failed: the customer may try again while the link lasts',
  cancelled: 'This link was cancelled',
  expired: LINK_EXPIRED_MESSAGE,
  pending: '',
} as const satisfies Record<PaymentLinkStatus, string>;

/**
 * The sandbox's payment page: what a customer sees on the provider's page, with the three
 * outcomes a person (or a browser test) can drive: Pay, Fail and Expire. The time left counts
 * down in the page and reads "This link is expired!" at the end.
 */
export function sandboxPage(link: SandboxPageLink): string {
  const payable = link.status === 'pending' || link.status === 'failed';
  const action = `/api/sandbox-payments/pay/${encodeURIComponent(link.transaction_id)}`;
  const button = (outcome: string, label: string, colour: string) =>
    `<button name="outcome" value="${outcome}" style="background:${colour}">${label}</button>`;
  // A settled link has no time left to show; an expired one says so.
  const timeLeft = payable
    ? describeLinkRemaining(link.created_at, link.now)
    : link.status === 'expired'
      ? LINK_EXPIRED_MESSAGE
      : '-';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment of order ${escape(link.order_random_id)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;padding:40px 16px;color:#212529}
main{max-width:420px;margin:auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.note{color:#61676d;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#61676d}dd{margin:0}
.amount{font-size:28px;font-weight:700;margin:8px 0 16px}
button{border:0;color:#fff;border-radius:4px;padding:10px 14px;font-size:15px;cursor:pointer;margin:0 8px 8px 0}
.outcome{font-weight:600;padding:10px;border-radius:4px;background:#f8f9fa}
.paid{background:#ebfbee;color:#277435}.failed,.cancelled{background:#fff5f5;color:#c92a2a}
</style>
</head>
<body>
<main aria-label="Sandbox payment">
<h1>${escape(link.brand)} payment</h1>
<p class="note">Sandbox payments provider: no money moves.</p>
<p class="amount">${escape(link.amount)}</p>
<dl>
<dt>Order</dt><dd>${escape(link.order_random_id)}</dd>
<dt>For</dt><dd>${escape(link.type_label)}</dd>
<dt>Pay with</dt><dd>${escape(link.payment_via)}</dd>
<dt>Transaction id</dt><dd>${escape(link.transaction_id)}</dd>
<dt>Time left</dt><dd id="remaining" data-expires="${link.expires_at.getTime()}" data-now="${link.now.getTime()}">${escape(timeLeft)}</dd>
</dl>
${
  payable
    ? `<form method="post" action="${action}">
${button('paid', 'Pay', '#277435')}${button('failed', 'Fail', '#e03131')}${button('expired', 'Expire', '#61676d')}
</form>`
    : ''
}
${OUTCOMES[link.status] ? `<p class="outcome ${link.status}" role="status">${escape(OUTCOMES[link.status])}</p>` : ''}
</main>
${payable ? COUNTDOWN : ''}
</body>
</html>`;
}

// Counts the time left down once a second, in the words of the console's countdown.
const COUNTDOWN_SCRIPT = `
(function(){var el=document.getElementById('remaining');var end=Number(el.dataset.expires);
var skew=Number(el.dataset.now)-Date.now();
function unit(n,w){return n+' '+w+(n===1?'':'s');}
function tick(){var left=Math.ceil((end-(Date.now()+skew))/1000);
if(left<=0){el.textContent=${JSON.stringify(LINK_EXPIRED_MESSAGE)};return;}
el.textContent=[unit(Math.floor(left/86400),'day'),unit(Math.floor(left%86400/3600),'hour'),
unit(Math.floor(left%3600/60),'minute'),unit(left%60,'second')].join(' ');setTimeout(tick,1000);}
setTimeout(tick,1000);})();
`;
const COUNTDOWN = `<script>${COUNTDOWN_SCRIPT}</script>`;

/**
 * The page's own Content-Security-Policy: its one inline script allowed by its hash, its inline
 * styles, and its form posting back to this site; nothing else loads and nothing may frame it.
 */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(COUNTDOWN_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

import type { Database } from '@backoffice/db';
import type { BankAccountVerifier } from './bank-accounts/bank-accounts';
import { createLiveBankAccounts } from './bank-accounts/bank-accounts.live';
import { createSandboxBankAccounts } from './bank-accounts/bank-accounts.sandbox';
import { createLiveCourier } from './courier/courier.live';
import { createSandboxCourier } from './courier/courier.sandbox';
import type { CourierTracker } from './courier/courier';
import type { ReversePickups } from './courier/reverse-pickups';
import { createLiveReversePickups } from './courier/reverse-pickups.live';
import { createSandboxReversePickups } from './courier/reverse-pickups.sandbox';
import type { ErpStock } from './erp-stock/erp-stock';
import { createLiveErpStock } from './erp-stock/erp-stock.live';
import { createSandboxErpStock } from './erp-stock/erp-stock.sandbox';
import { createLiveGst } from './gst/gst.live';
import { createSandboxGst } from './gst/gst.sandbox';
import type { GiftCardProvider } from './gift-cards/gift-cards';
import { createLiveGiftCards } from './gift-cards/gift-cards.live';
import { createSandboxGiftCards } from './gift-cards/gift-cards.sandbox';
import type { GstVerifier } from './gst/gst';
import type { LeadCrm } from './lead-crm/lead-crm';
import { createLiveLeadCrm } from './lead-crm/lead-crm.live';
import { createSandboxLeadCrm } from './lead-crm/lead-crm.sandbox';
import { createLiveMessages } from './messages/messages.live';
import { createSandboxMessages } from './messages/messages.sandbox';
import type { MessageSender } from './messages/messages';
import type { Printing } from './printing/printing';
import { createLivePrinting } from './printing/printing.live';
import { createSandboxPrinting } from './printing/printing.sandbox';
import { createLivePayments } from './payments/payments.live';
import { createSandboxPayments } from './payments/payments.sandbox';
import type { PaymentsProvider } from './payments/payments';
import { createLiveTelephony, type LiveTelephonyConfig } from './telephony/telephony.live';
import { createSandboxTelephony } from './telephony/telephony.sandbox';
import type { Telephony } from './telephony/telephony';
import type { LiveProviderConfig } from './provider-http';

/** A provider kind's driver: the sandbox (default) or the live service. */
export type ProviderConfig = { provider: 'sandbox' } | LiveProviderConfig;

export interface IntegrationsConfig {
  gst: ProviderConfig;
  messages: ProviderConfig;
  courier: ProviderConfig;
  erpStock: ProviderConfig;
  giftCards: ProviderConfig;
  /** The lead CRM of /leadsquared (LEAD_CRM_PROVIDER). */
  leadCrm: ProviderConfig;
  /** The stores' label printers (PRINTING_PROVIDER). */
  printing: ProviderConfig;
  /** Bank-account verification of refunds (BANK_ACCOUNTS_PROVIDER). */
  bankAccounts: ProviderConfig;
  /** The sandbox serves its payment pages from this server, at its public address. */
  payments: { provider: 'sandbox'; publicUrl: string } | LiveProviderConfig;
  /**
   * The sandbox plays each call out one callback every `stepMs`; the live provider posts its
   * callbacks to the webhook, which checks `webhookSecret`.
   */
  telephony: ({ provider: 'sandbox'; stepMs: number } | LiveTelephonyConfig) & {
    webhookSecret?: string | undefined;
  };
}

/** The outside services the use cases call, each behind its interface. */
export interface Integrations {
  gst: GstVerifier;
  messages: MessageSender;
  courier: CourierTracker;
  /** Return pickups through the courier (COURIER_PROVIDER, like tracking). */
  reversePickups: ReversePickups;
  /** Stock per plant and storage location (the sandbox reads our stock tables). */
  erpStock: ErpStock;
  /** Gift card balance checks and redemptions (GIFT_CARD_PROVIDER). */
  giftCards: GiftCardProvider;
  /** New leads and lead statuses to and from the lead CRM (LEAD_CRM_PROVIDER). */
  leadCrm: LeadCrm;
  /** The stores' printers and PDF print jobs (PRINTING_PROVIDER). */
  printing: Printing;
  /** Checks of the bank accounts refunds are paid into (BANK_ACCOUNTS_PROVIDER). */
  bankAccounts: BankAccountVerifier;
  payments: PaymentsProvider;
  telephony: Telephony;
}

/** The drivers configuration picks (GST_PROVIDER, MESSAGES_PROVIDER, COURIER_PROVIDER). */
export function createIntegrations(
  config: IntegrationsConfig,
  now: () => Date,
  db: Database,
): Integrations {
  return {
    gst: config.gst.provider === 'live' ? createLiveGst(config.gst) : createSandboxGst(),
    messages:
      config.messages.provider === 'live'
        ? createLiveMessages(config.messages)
        : createSandboxMessages(now),
    courier:
      config.courier.provider === 'live'
        ? createLiveCourier(config.courier)
        : createSandboxCourier(),
    reversePickups:
      config.courier.provider === 'live'
        ? createLiveReversePickups(config.courier)
        : createSandboxReversePickups(),
    erpStock:
      config.erpStock.provider === 'live'
        ? createLiveErpStock(config.erpStock)
        : createSandboxErpStock(db),
    giftCards:
      config.giftCards.provider === 'live'
        ? createLiveGiftCards(config.giftCards)
        : createSandboxGiftCards(),
    leadCrm:
      config.leadCrm.provider === 'live'
        ? createLiveLeadCrm(config.leadCrm)
        : createSandboxLeadCrm(),
    printing:
      config.printing.provider === 'live'
        ? createLivePrinting(config.printing)
        : createSandboxPrinting(),
    bankAccounts:
      config.bankAccounts.provider === 'live'
        ? createLiveBankAccounts(config.bankAccounts)
        : createSandboxBankAccounts(),
    payments:
      config.payments.provider === 'live'
        ? createLivePayments(config.payments)
        : createSandboxPayments(config.payments.publicUrl, now),
    telephony:
      config.telephony.provider === 'live'
        ? createLiveTelephony(config.telephony)
        : createSandboxTelephony({ stepMs: config.telephony.stepMs, now }),
  };
}

/** The environment variables of one provider kind, as ZEnv reads them. */
interface ProviderEnv {
  provider: 'sandbox' | 'live';
  url?: string | undefined;
  apiKey?: string | undefined;
}

const providerConfig = ({ provider, url, apiKey }: ProviderEnv): ProviderConfig =>
  provider === 'live' ? { provider, url, apiKey } : { provider };

/** Reads the drivers from the checked environment. */
export function readIntegrationsConfig(env: {
  GST_PROVIDER: 'sandbox' | 'live';
  GST_API_URL?: string | undefined;
  GST_API_KEY?: string | undefined;
  MESSAGES_PROVIDER: 'sandbox' | 'live';
  MESSAGES_API_URL?: string | undefined;
  MESSAGES_API_KEY?: string | undefined;
  COURIER_PROVIDER: 'sandbox' | 'live';
  COURIER_API_URL?: string | undefined;
  COURIER_API_KEY?: string | undefined;
  ERP_STOCK_PROVIDER: 'sandbox' | 'live';
  ERP_STOCK_API_URL?: string | undefined;
  ERP_STOCK_API_KEY?: string | undefined;
  GIFT_CARD_PROVIDER: 'sandbox' | 'live';
  GIFT_CARD_API_URL?: string | undefined;
  GIFT_CARD_API_KEY?: string | undefined;
  LEAD_CRM_PROVIDER: 'sandbox' | 'live';
  LEAD_CRM_API_URL?: string | undefined;
  LEAD_CRM_API_KEY?: string | undefined;
  PRINTING_PROVIDER: 'sandbox' | 'live';
  PRINTING_API_URL?: string | undefined;
  PRINTING_API_KEY?: string | undefined;
  BANK_ACCOUNTS_PROVIDER: 'sandbox' | 'live';
  BANK_ACCOUNTS_API_URL?: string | undefined;
  BANK_ACCOUNTS_API_KEY?: string | undefined;
  PAYMENTS_PROVIDER: 'sandbox' | 'live';
  PAYMENTS_API_URL?: string | undefined;
  PAYMENTS_API_KEY?: string | undefined;
  PUBLIC_URL?: string | undefined;
  PORT: number;
  TELEPHONY_PROVIDER: 'sandbox' | 'live';
  TELEPHONY_API_URL?: string | undefined;
  TELEPHONY_API_KEY?: string | undefined;
  TELEPHONY_WEBHOOK_SECRET?: string | undefined;
  TELEPHONY_SANDBOX_STEP_MS: number;
}): IntegrationsConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    gst: providerConfig({
      provider: env.GST_PROVIDER,
      url: env.GST_API_URL,
      apiKey: env.GST_API_KEY,
    }),
    messages: providerConfig({
      provider: env.MESSAGES_PROVIDER,
      url: env.MESSAGES_API_URL,
      apiKey: env.MESSAGES_API_KEY,
    }),
    courier: providerConfig({
      provider: env.COURIER_PROVIDER,
      url: env.COURIER_API_URL,
      apiKey: env.COURIER_API_KEY,
    }),
    erpStock: providerConfig({
      provider: env.ERP_STOCK_PROVIDER,
      url: env.ERP_STOCK_API_URL,
      apiKey: env.ERP_STOCK_API_KEY,
    }),
    giftCards: providerConfig({
      provider: env.GIFT_CARD_PROVIDER,
      url: env.GIFT_CARD_API_URL,
      apiKey: env.GIFT_CARD_API_KEY,
    }),
    leadCrm: providerConfig({
      provider: env.LEAD_CRM_PROVIDER,
      url: env.LEAD_CRM_API_URL,
      apiKey: env.LEAD_CRM_API_KEY,
    }),
    printing: providerConfig({
      provider: env.PRINTING_PROVIDER,
      url: env.PRINTING_API_URL,
      apiKey: env.PRINTING_API_KEY,
    }),
    bankAccounts: providerConfig({
      provider: env.BANK_ACCOUNTS_PROVIDER,
      url: env.BANK_ACCOUNTS_API_URL,
      apiKey: env.BANK_ACCOUNTS_API_KEY,
    }),
    payments:
      env.PAYMENTS_PROVIDER === 'live'
        ? { provider: 'live', url: env.PAYMENTS_API_URL, apiKey: env.PAYMENTS_API_KEY }
        : {
            provider: 'sandbox',
            publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
          },
    telephony: {
      ...(env.TELEPHONY_PROVIDER === 'live'
        ? {
            provider: 'live' as const,
            url: env.TELEPHONY_API_URL,
            apiKey: env.TELEPHONY_API_KEY,
            callbackUrl: `${publicUrl}/api/telephony/callbacks/`,
          }
        : { provider: 'sandbox' as const, stepMs: env.TELEPHONY_SANDBOX_STEP_MS }),
      webhookSecret: env.TELEPHONY_WEBHOOK_SECRET,
    },
  };
}

import {
  isPosOrderReadOnly,
  type PlacePosOrderAnswer,
  type PosOrderDetailAnswer,
} from '@backoffice/domain/retail/pos';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { PosProductPicker } from '@/features/retail/pos/product-picker-slot';
import { TillStaleNotice, TillStaleProvider } from '@/features/retail/pos/till-stale';
import { AddProduct } from './components/add-product';
import { AddressPanel } from './components/address-panel';
import { AfterPlacingActions } from './components/after-placing-actions';
import { CouponBox } from './components/coupon-box';
import { CustomerHeader } from './components/customer-header';
import { DocumentDownloads } from './components/document-downloads';
import { GiftCardPanel, type AppliedGiftCard } from './components/gift-card-panel';
import { OrderStateBanner } from './components/order-state-banner';
import { PaymentPanel, type AppliedBankOffer } from './components/payment-panel';
import { ProductTable } from './components/product-table';
import { TotalsCard } from './components/totals-card';
import { WalletCredit } from './components/wallet-credit';
import type { TillOrder } from './till-context';
import { tillAmounts } from './till-amounts';

/**
 * The left side of the till: customer, products, wallet credit, addresses, coupon and offers,
 * gift card, payment and the actions after placing. The wallet tick, bank offer and gift card
 * chosen here are the till's until the order is placed; the server recomputes them all then.
 */
export function OrderWorkspace({
  answer,
  ProductPicker,
}: {
  answer: PosOrderDetailAnswer;
  ProductPicker: PosProductPicker;
}) {
  const order = answer.order_detail;
  const till: TillOrder = {
    answer,
    orderRandomId: order.order_random_id,
    version: order.version,
    readOnly: isPosOrderReadOnly({
      payment_type: order.payment_type,
      is_order_created: order.is_order_created === 1,
      is_order_cancelled: order.is_order_cancelled === 1,
      ptr_id: order.ptr_id,
    }),
  };
  const [walletTicked, setWalletTicked] = useState(false);
  const [bankOffer, setBankOffer] = useState<AppliedBankOffer | null>(null);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardPending, setGiftCardPending] = useState(false);
  const [placed, setPlaced] = useState<PlacePosOrderAnswer | null>(null);
  const amounts = tillAmounts(order, answer.wallet_data, {
    walletTicked,
    bankOfferSavingPaise: bankOffer?.saving_paise ?? 0,
    giftCardPaise: giftCard?.amount_paise ?? 0,
  });
  const cancelled = order.is_order_cancelled === 1;

  return (
    <TillStaleProvider orderRandomId={till.orderRandomId}>
      <Stack gap="md">
        <OrderStateBanner order={order} />
        <CustomerHeader order={order} />
        <TillStaleNotice writer="order" />
        <ProductTable till={till} />
        {!till.readOnly && <AddProduct till={till} ProductPicker={ProductPicker} />}
        {!till.readOnly && (
          <WalletCredit
            wallet={answer.wallet_data}
            amounts={amounts}
            ticked={walletTicked}
            onTick={setWalletTicked}
          />
        )}
        {!cancelled && <AddressPanel till={till} />}
        <CouponBox till={till} />
        <TotalsCard order={order} amounts={amounts} readOnly={till.readOnly} />
        {!till.readOnly && answer.can_apply_giftcard && (
          <GiftCardPanel
            payablePaise={amounts.payableBeforeGiftCardPaise}
            orderRandomId={till.orderRandomId}
            version={till.version}
            onApplied={setGiftCard}
            onPendingChange={setGiftCardPending}
          />
        )}
        {!till.readOnly && (
          <PaymentPanel
            till={till}
            amounts={amounts}
            bankOffer={bankOffer}
            onBankOffer={setBankOffer}
            giftCard={giftCard}
            giftCardPending={giftCardPending || amounts.giftCardOutdated}
            onPlaced={setPlaced}
          />
        )}
        {!cancelled && <AfterPlacingActions till={till} placed={placed} />}
        {order.is_order_created === 1 && <DocumentDownloads orderRandomId={till.orderRandomId} />}
      </Stack>
    </TillStaleProvider>
  );
}

ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_id_check";--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_method_id_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_check" CHECK ("orders"."payment_method_id" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_method_id_check" CHECK ("order_payments"."method_id" in (1, 2, 3, 4, 5, 6));
CREATE TABLE "cod_remittances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" bigint NOT NULL,
	"order_payment_id" bigint NOT NULL,
	"docket_number" text NOT NULL,
	"reference" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"collected_on" date NOT NULL,
	"recorded_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_order_payment_id_unique" UNIQUE("order_payment_id"),
	CONSTRAINT "cod_remittances_cart_reference_unique" UNIQUE("cart_id","reference"),
	CONSTRAINT "cod_remittances_amount_paise_check" CHECK ("cod_remittances"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "cod_challans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"challan_number" text NOT NULL,
	"remittance_reference" text NOT NULL,
	"deposited_on" date NOT NULL,
	"bank" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"recorded_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_challans_challan_number_unique" UNIQUE("challan_number"),
	CONSTRAINT "cod_challans_amount_paise_check" CHECK ("cod_challans"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_recorded_by_login_id_staff_login_id_fk" FOREIGN KEY ("recorded_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_challans" ADD CONSTRAINT "cod_challans_recorded_by_login_id_staff_login_id_fk" FOREIGN KEY ("recorded_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_remittances_reference_idx" ON "cod_remittances" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "cod_challans_remittance_reference_idx" ON "cod_challans" USING btree ("remittance_reference");
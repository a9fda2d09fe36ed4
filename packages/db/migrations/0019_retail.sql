CREATE TABLE "retail_prepaid_receipts" (
	"receipt_number" text PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"order_random_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"collected_on" date NOT NULL,
	"agent_login_id" integer NOT NULL,
	"movement_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"recorded_by_login_id" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_prepaid_receipts_amount_check" CHECK ("retail_prepaid_receipts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "retail_prepaid_receipts" ADD CONSTRAINT "retail_prepaid_receipts_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_prepaid_receipts" ADD CONSTRAINT "retail_prepaid_receipts_agent_login_id_staff_login_id_fk" FOREIGN KEY ("agent_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_prepaid_receipts" ADD CONSTRAINT "retail_prepaid_receipts_recorded_by_login_id_staff_login_id_fk" FOREIGN KEY ("recorded_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retail_prepaid_receipts_store_idx" ON "retail_prepaid_receipts" USING btree ("retail_store_id","recorded_at");
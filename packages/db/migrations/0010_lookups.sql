CREATE TABLE "pincode_delivery_prices" (
	"pincode" char(6) PRIMARY KEY NOT NULL,
	"delivery_charge_paise" integer NOT NULL,
	"free_delivery_above_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pincode_delivery_prices_charge_check" CHECK ("pincode_delivery_prices"."delivery_charge_paise" >= 0),
	CONSTRAINT "pincode_delivery_prices_free_above_check" CHECK ("pincode_delivery_prices"."free_delivery_above_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pincodes" ADD COLUMN "cod_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pincodes" ADD COLUMN "edd_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "pincode_delivery_prices" ADD CONSTRAINT "pincode_delivery_prices_pincode_pincodes_pincode_fk" FOREIGN KEY ("pincode") REFERENCES "public"."pincodes"("pincode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pincodes" ADD CONSTRAINT "pincodes_edd_days_check" CHECK ("pincodes"."edd_days" BETWEEN 1 AND 60);--> statement-breakpoint
UPDATE "pincodes" SET "cod_available" = false, "edd_days" = 12 WHERE "oda";
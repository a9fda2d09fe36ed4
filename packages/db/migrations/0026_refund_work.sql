CREATE TABLE "refund_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"sentence" text NOT NULL,
	"comments" text,
	"by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_events_kind_check" CHECK ("refund_events"."kind" in ('raised', 'action', 'amount', 'bank_details', 'bank_link', 'verification', 'trouble', 'trouble_resolved', 'gateway', 'resolution'))
);
--> statement-breakpoint
CREATE TABLE "refund_bank_details" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"source" text NOT NULL,
	"verification_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"name_at_bank" text,
	"verification_message" text,
	"verified_by_login_id" integer,
	"verified_at" timestamp with time zone,
	"updated_by_login_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "refund_bank_details_source_check" CHECK ("refund_bank_details"."source" in ('staff', 'customer_link')),
	CONSTRAINT "refund_bank_details_verification_status_check" CHECK ("refund_bank_details"."verification_status" in ('NOT_VERIFIED', 'VALID', 'NAME_MISMATCH', 'INVALID_ACCOUNT'))
);
--> statement-breakpoint
CREATE TABLE "refund_troubles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"trouble_reason" smallint NOT NULL,
	"comments" text,
	"raised_by_login_id" integer,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution_details" text,
	"resolved_by_login_id" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "refund_troubles_reason_check" CHECK ("refund_troubles"."trouble_reason" in (1, 2, 3, 4, 5))
);
--> statement-breakpoint
CREATE TABLE "refund_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"attempt_no" integer NOT NULL,
	"unique_refund_request_id" text NOT NULL,
	"payment_gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL,
	"gateway_reference" text,
	"arn_number" text,
	"message" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"resolution" text,
	"resolved_by_login_id" integer,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_attempts_outcome_check" CHECK ("refund_attempts"."outcome" in ('PENDING', 'SUCCESS', 'FAILED', 'FAILED_DUE_TO_INVALID_BANK_DETAILS', 'FAILED_DUE_TO_INVALID_AMOUNT', 'MANUAL_REVIEW')),
	CONSTRAINT "refund_attempts_resolution_check" CHECK ("refund_attempts"."resolution" is null or "refund_attempts"."resolution" in ('MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS', 'MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED')),
	CONSTRAINT "refund_attempts_amount_paise_check" CHECK ("refund_attempts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_bank_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by_login_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_events" ADD CONSTRAINT "refund_events_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_verified_by_login_id_staff_login_id_fk" FOREIGN KEY ("verified_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_details" ADD CONSTRAINT "refund_bank_details_updated_by_login_id_staff_login_id_fk" FOREIGN KEY ("updated_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_troubles" ADD CONSTRAINT "refund_troubles_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_troubles" ADD CONSTRAINT "refund_troubles_raised_by_login_id_staff_login_id_fk" FOREIGN KEY ("raised_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_troubles" ADD CONSTRAINT "refund_troubles_resolved_by_login_id_staff_login_id_fk" FOREIGN KEY ("resolved_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_attempts" ADD CONSTRAINT "refund_attempts_resolved_by_login_id_staff_login_id_fk" FOREIGN KEY ("resolved_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_links" ADD CONSTRAINT "refund_bank_links_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank_links" ADD CONSTRAINT "refund_bank_links_sent_by_login_id_staff_login_id_fk" FOREIGN KEY ("sent_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_events_refund_id_idx" ON "refund_events" USING btree ("refund_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_bank_details_refund_id_idx" ON "refund_bank_details" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_troubles_refund_id_idx" ON "refund_troubles" USING btree ("refund_id","raised_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_troubles_open_idx" ON "refund_troubles" USING btree ("refund_id") WHERE "refund_troubles"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_attempts_refund_attempt_idx" ON "refund_attempts" USING btree ("refund_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_attempts_request_id_idx" ON "refund_attempts" USING btree ("unique_refund_request_id");--> statement-breakpoint
CREATE INDEX "refund_attempts_retry_idx" ON "refund_attempts" USING btree ("next_retry_at") WHERE "refund_attempts"."next_retry_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_bank_links_token_hash_idx" ON "refund_bank_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refund_bank_links_refund_id_idx" ON "refund_bank_links" USING btree ("refund_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_source_key_idx" ON "refunds" USING btree ("source_key");
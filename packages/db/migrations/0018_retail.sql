CREATE TABLE "retail_sessions" (
	"retail_session_id" serial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"retail_store_id" text NOT NULL,
	"role_type" smallint NOT NULL,
	"opening_amount_paise" bigint,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "retail_sessions_role_type_check" CHECK ("retail_sessions"."role_type" in (1, 2)),
	CONSTRAINT "retail_sessions_opening_amount_check" CHECK ("retail_sessions"."opening_amount_paise" is null or "retail_sessions"."opening_amount_paise" >= 0),
	CONSTRAINT "retail_sessions_end_after_start_check" CHECK ("retail_sessions"."ended_at" is null or "retail_sessions"."ended_at" >= "retail_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "retail_cash_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"movement_kind" text NOT NULL,
	"retail_store_id" text NOT NULL,
	"account_kind" text NOT NULL,
	"holder_login_id" integer,
	"amount_paise" bigint NOT NULL,
	"denominations" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_login_id" integer,
	"reason" text,
	"order_random_id" text,
	"payment_mode" integer,
	"float_id" integer,
	"hand_over_id" integer,
	"dispute_id" integer,
	CONSTRAINT "retail_cash_entries_account_kind_check" CHECK ("retail_cash_entries"."account_kind" in ('sales', 'store_till', 'person', 'transit', 'bank', 'disputed', 'written_off')),
	CONSTRAINT "retail_cash_entries_holder_check" CHECK (("retail_cash_entries"."account_kind" in ('person', 'transit')) = ("retail_cash_entries"."holder_login_id" is not null)),
	CONSTRAINT "retail_cash_entries_amount_check" CHECK ("retail_cash_entries"."amount_paise" <> 0),
	CONSTRAINT "retail_cash_entries_denominations_check" CHECK ("retail_cash_entries"."denominations" is null or jsonb_typeof("retail_cash_entries"."denominations") = 'object')
);
--> statement-breakpoint
CREATE TABLE "retail_cash_submits" (
	"submit_id" serial PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"login_id" integer NOT NULL,
	"action" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"denominations" jsonb NOT NULL,
	"comments" text,
	"dispute_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_cash_submits_action_check" CHECK ("retail_cash_submits"."action" in ('confirm', 'dispute')),
	CONSTRAINT "retail_cash_submits_amount_check" CHECK ("retail_cash_submits"."amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "retail_disputes" (
	"dispute_id" serial PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"kind" text NOT NULL,
	"hand_over_id" integer,
	"expected_paise" bigint NOT NULL,
	"counted_paise" bigint NOT NULL,
	"difference_paise" bigint NOT NULL,
	"expected_denominations" jsonb,
	"counted_denominations" jsonb,
	"raised_by_login_id" integer NOT NULL,
	"against_login_id" integer,
	"comments" text NOT NULL,
	"outcome" text,
	"resolved_by_login_id" integer,
	"resolution_comments" text,
	"resolved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_disputes_kind_check" CHECK ("retail_disputes"."kind" in ('session_start', 'store_count', 'hand_over')),
	CONSTRAINT "retail_disputes_difference_check" CHECK ("retail_disputes"."difference_paise" > 0 and "retail_disputes"."difference_paise" = "retail_disputes"."expected_paise" - "retail_disputes"."counted_paise"),
	CONSTRAINT "retail_disputes_outcome_check" CHECK ("retail_disputes"."outcome" is null or "retail_disputes"."outcome" in ('recovered', 'written_off')),
	CONSTRAINT "retail_disputes_resolved_check" CHECK (("retail_disputes"."outcome" is null) = ("retail_disputes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "retail_floats" (
	"float_id" serial PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"agent_login_id" integer NOT NULL,
	"issued_by_login_id" integer NOT NULL,
	"deposited_to_login_id" integer,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_floats_amount_check" CHECK ("retail_floats"."amount_paise" > 0),
	CONSTRAINT "retail_floats_status_check" CHECK ("retail_floats"."status" in ('issued', 'accepted', 'rejected', 'deposited', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "retail_hand_overs" (
	"hand_over_id" serial PRIMARY KEY NOT NULL,
	"retail_store_id" text NOT NULL,
	"from_login_id" integer NOT NULL,
	"to_login_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"denominations" jsonb NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"decided_by_login_id" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_hand_overs_amount_check" CHECK ("retail_hand_overs"."amount_paise" > 0),
	CONSTRAINT "retail_hand_overs_status_check" CHECK ("retail_hand_overs"."status" in ('in_transit', 'confirmed', 'rejected', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "retail_sessions" ADD CONSTRAINT "retail_sessions_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_sessions" ADD CONSTRAINT "retail_sessions_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_entries" ADD CONSTRAINT "retail_cash_entries_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_entries" ADD CONSTRAINT "retail_cash_entries_holder_login_id_staff_login_id_fk" FOREIGN KEY ("holder_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_entries" ADD CONSTRAINT "retail_cash_entries_by_login_id_staff_login_id_fk" FOREIGN KEY ("by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_submits" ADD CONSTRAINT "retail_cash_submits_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_submits" ADD CONSTRAINT "retail_cash_submits_login_id_staff_login_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_cash_submits" ADD CONSTRAINT "retail_cash_submits_dispute_id_retail_disputes_dispute_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."retail_disputes"("dispute_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_disputes" ADD CONSTRAINT "retail_disputes_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_disputes" ADD CONSTRAINT "retail_disputes_hand_over_id_retail_hand_overs_hand_over_id_fk" FOREIGN KEY ("hand_over_id") REFERENCES "public"."retail_hand_overs"("hand_over_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_disputes" ADD CONSTRAINT "retail_disputes_raised_by_login_id_staff_login_id_fk" FOREIGN KEY ("raised_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_disputes" ADD CONSTRAINT "retail_disputes_against_login_id_staff_login_id_fk" FOREIGN KEY ("against_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_disputes" ADD CONSTRAINT "retail_disputes_resolved_by_login_id_staff_login_id_fk" FOREIGN KEY ("resolved_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_floats" ADD CONSTRAINT "retail_floats_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_floats" ADD CONSTRAINT "retail_floats_agent_login_id_staff_login_id_fk" FOREIGN KEY ("agent_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_floats" ADD CONSTRAINT "retail_floats_issued_by_login_id_staff_login_id_fk" FOREIGN KEY ("issued_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_floats" ADD CONSTRAINT "retail_floats_deposited_to_login_id_staff_login_id_fk" FOREIGN KEY ("deposited_to_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_hand_overs" ADD CONSTRAINT "retail_hand_overs_retail_store_id_retail_stores_retail_store_id_fk" FOREIGN KEY ("retail_store_id") REFERENCES "public"."retail_stores"("retail_store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_hand_overs" ADD CONSTRAINT "retail_hand_overs_from_login_id_staff_login_id_fk" FOREIGN KEY ("from_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_hand_overs" ADD CONSTRAINT "retail_hand_overs_to_login_id_staff_login_id_fk" FOREIGN KEY ("to_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_hand_overs" ADD CONSTRAINT "retail_hand_overs_decided_by_login_id_staff_login_id_fk" FOREIGN KEY ("decided_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retail_sessions_one_open_per_login_idx" ON "retail_sessions" USING btree ("login_id") WHERE "retail_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "retail_sessions_store_started_idx" ON "retail_sessions" USING btree ("retail_store_id","started_at");--> statement-breakpoint
CREATE INDEX "retail_cash_entries_store_account_idx" ON "retail_cash_entries" USING btree ("retail_store_id","account_kind","holder_login_id");--> statement-breakpoint
CREATE INDEX "retail_cash_entries_store_at_idx" ON "retail_cash_entries" USING btree ("retail_store_id","at");--> statement-breakpoint
CREATE INDEX "retail_cash_entries_movement_idx" ON "retail_cash_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "retail_cash_entries_sales_idx" ON "retail_cash_entries" USING btree ("retail_store_id","holder_login_id","at") WHERE "retail_cash_entries"."movement_kind" = 'cash_sale' and "retail_cash_entries"."account_kind" = 'person';--> statement-breakpoint
CREATE INDEX "retail_cash_submits_store_idx" ON "retail_cash_submits" USING btree ("retail_store_id","created_at");--> statement-breakpoint
CREATE INDEX "retail_disputes_open_idx" ON "retail_disputes" USING btree ("retail_store_id","created_at") WHERE "retail_disputes"."outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "retail_floats_one_open_per_agent_idx" ON "retail_floats" USING btree ("agent_login_id") WHERE "retail_floats"."status" in ('issued', 'accepted', 'deposited');--> statement-breakpoint
CREATE INDEX "retail_floats_store_idx" ON "retail_floats" USING btree ("retail_store_id","created_at");--> statement-breakpoint
CREATE INDEX "retail_hand_overs_store_status_idx" ON "retail_hand_overs" USING btree ("retail_store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "retail_hand_overs_from_idx" ON "retail_hand_overs" USING btree ("from_login_id","created_at");
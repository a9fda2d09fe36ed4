CREATE TABLE "dealer_credit_approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"remark" text NOT NULL,
	"transaction_at" timestamp with time zone NOT NULL,
	"upload_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"raised_by_login_id" integer,
	"raised_at" timestamp with time zone NOT NULL,
	"decided_by_login_id" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"entry_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dealer_credit_approvals_amount_check" CHECK ("dealer_credit_approvals"."amount_paise" > 0),
	CONSTRAINT "dealer_credit_approvals_source_check" CHECK ("dealer_credit_approvals"."source" in ('upload', 'manual')),
	CONSTRAINT "dealer_credit_approvals_status_check" CHECK ("dealer_credit_approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "dealer_credit_approvals_upload_check" CHECK (("dealer_credit_approvals"."source" = 'upload') = ("dealer_credit_approvals"."upload_id" is not null)),
	CONSTRAINT "dealer_credit_approvals_decided_check" CHECK (("dealer_credit_approvals"."status" = 'pending') = ("dealer_credit_approvals"."decided_at" is null)),
	CONSTRAINT "dealer_credit_approvals_entry_check" CHECK (("dealer_credit_approvals"."status" = 'approved') = ("dealer_credit_approvals"."entry_id" is not null)),
	CONSTRAINT "dealer_credit_approvals_maker_checker_check" CHECK ("dealer_credit_approvals"."decided_by_login_id" is distinct from "dealer_credit_approvals"."raised_by_login_id" or "dealer_credit_approvals"."decided_by_login_id" is null)
);
--> statement-breakpoint
ALTER TABLE "dealer_credit_approvals" ADD CONSTRAINT "dealer_credit_approvals_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_approvals" ADD CONSTRAINT "dealer_credit_approvals_raised_by_login_id_staff_login_id_fk" FOREIGN KEY ("raised_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_approvals" ADD CONSTRAINT "dealer_credit_approvals_decided_by_login_id_staff_login_id_fk" FOREIGN KEY ("decided_by_login_id") REFERENCES "public"."staff"("login_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_approvals" ADD CONSTRAINT "dealer_credit_approvals_entry_id_dealer_credit_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."dealer_credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_credit_approvals_entry_idx" ON "dealer_credit_approvals" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "dealer_credit_approvals_pending_idx" ON "dealer_credit_approvals" USING btree ("distributor_id","raised_at","id") WHERE "dealer_credit_approvals"."status" = 'pending';
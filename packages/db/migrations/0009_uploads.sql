CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sheet_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sheet_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"file_key" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"uploaded_by" integer,
	"uploaded_by_name" text NOT NULL,
	"uploaded_by_role" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"apply_mode" text NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"successes" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"repeat_of" uuid,
	"columns" jsonb NOT NULL,
	"fault" text,
	CONSTRAINT "sheet_uploads_status_check" CHECK ("sheet_uploads"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "sheet_uploads_apply_mode_check" CHECK ("sheet_uploads"."apply_mode" in ('all-or-nothing', 'valid-rows-only')),
	CONSTRAINT "sheet_uploads_counts_check" CHECK ("sheet_uploads"."rows_done" >= 0 and "sheet_uploads"."successes" >= 0 and "sheet_uploads"."failures" >= 0 and "sheet_uploads"."rows_done" <= "sheet_uploads"."rows_total")
);
--> statement-breakpoint
CREATE TABLE "sheet_upload_rows" (
	"upload_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"ok" boolean NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"errors" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "sheet_upload_rows_upload_id_row_pk" PRIMARY KEY("upload_id","row")
);
--> statement-breakpoint
ALTER TABLE "sheet_upload_rows" ADD CONSTRAINT "sheet_upload_rows_upload_id_sheet_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."sheet_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "sheet_uploads_history_idx" ON "sheet_uploads" USING btree ("sheet_type","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sheet_uploads_repeat_idx" ON "sheet_uploads" USING btree ("sheet_type","content_hash");
CREATE TABLE "operator_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_email" text NOT NULL,
	"via" text NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"business_id" text,
	"details" jsonb
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "page_taken_down" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD COLUMN "daily_limit" integer;--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD COLUMN "warm_up_ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "operator_log_business_idx" ON "operator_log" USING btree ("business_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_log_at_idx" ON "operator_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The operator log is append-only: no statement changes or deletes a row, whoever runs it.
CREATE FUNCTION operator_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER operator_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "operator_log"
  FOR EACH ROW EXECUTE FUNCTION operator_log_append_only();--> statement-breakpoint
CREATE TRIGGER operator_log_no_truncate BEFORE TRUNCATE ON "operator_log"
  FOR EACH STATEMENT EXECUTE FUNCTION operator_log_append_only();

ALTER TABLE "invitation_settings" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_settings" ADD COLUMN "pause_reason" text;
ALTER TABLE "subscriptions" ADD COLUMN "subscription_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "checkout_session_id" text;
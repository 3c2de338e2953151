CREATE TABLE "unusual_activity" (
	"business_id" text NOT NULL,
	"day" date NOT NULL,
	"refused_ratings" integer DEFAULT 0 NOT NULL,
	"refused_scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unusual_activity_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
ALTER TABLE "unusual_activity" ADD CONSTRAINT "unusual_activity_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
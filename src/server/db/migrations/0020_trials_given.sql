CREATE TABLE "trials_given" (
	"subject" text PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "trials_given" ("subject", "ends_at")
  SELECT encode(sha256(convert_to('place:' || "place_id", 'UTF8')), 'hex'), min("trial_ends_at") FROM "businesses" GROUP BY "place_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "trials_given" ("subject", "ends_at")
  SELECT encode(sha256(convert_to('user:' || u."google_sub", 'UTF8')), 'hex'), min(b."trial_ends_at")
  FROM "businesses" b JOIN "users" u ON u."id" = b."owner_id" GROUP BY u."google_sub"
  ON CONFLICT DO NOTHING;

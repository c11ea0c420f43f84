ALTER TABLE "congresses" DROP CONSTRAINT "congresses_vat_rate_range";--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "vat_rates" jsonb DEFAULT '{"registration":{"rate":"0.00","exemption":null,"exemptionCode":null},"accommodation":{"rate":"0.00","exemption":null,"exemptionCode":null},"companion":{"rate":"0.00","exemption":null,"exemptionCode":null},"extra_night":{"rate":"0.00","exemption":null,"exemptionCode":null}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "issuer_postcode" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "issuer_city" text;--> statement-breakpoint
ALTER TABLE "congresses" ADD COLUMN "issuer_country" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_name" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_address" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_postcode" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_city" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_country" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "billing_company_vat_id" text;--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "registration_fee" numeric(8, 2);--> statement-breakpoint
-- The single VAT rate of a congress becomes the rate of every kind of line (decision 45).
UPDATE "congresses" SET "vat_rates" = (
  SELECT jsonb_object_agg(kind, jsonb_build_object('rate', to_char("vat_rate", 'FM990.00'), 'exemption', null, 'exemptionCode', null))
  FROM unnest(ARRAY['registration', 'accommodation', 'companion', 'extra_night']) AS kind
);--> statement-breakpoint
ALTER TABLE "congresses" DROP COLUMN "vat_rate";--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_registration_fee_range" CHECK ("rates"."registration_fee" is null or ("rates"."registration_fee" >= 0 and "rates"."registration_fee" <= "rates"."first_participant_price"));
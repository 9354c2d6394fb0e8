-- The payment notifications (issue 26): payment_secured to both parties, payment_failed to the owner.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed'));

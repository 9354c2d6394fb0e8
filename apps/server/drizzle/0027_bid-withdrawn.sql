-- A transporter withdraws its bid on an open load: 'bid_withdrawn' to the load's owner (the bell only).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('bid_placed', 'bid_withdrawn', 'bid_accepted', 'bid_not_accepted', 'quote_cancelled', 'shipment_updated', 'shipment_delivered', 'shipment_cancelled', 'shipment_rated', 'new_load', 'payment_secured', 'payment_failed', 'payment_released'));

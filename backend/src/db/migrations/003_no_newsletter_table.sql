-- Newsletter sign-ups reach staff through the Contact call (SPEC §7 has no newsletter call): the
-- table of the removed /Newsletter/Register route goes.
drop table if exists newsletter_subscriptions;

-- The referral follows the visitor into the property submission too (RefId, 0 when none).
alter table property_submissions add column ref_id integer not null default 0;

-- Catalogue: what the site reads. Seeded tables use explicit ids (the demo seed is deterministic).

create table areas (
  id integer primary key,
  name text not null,
  slug text not null unique,
  sort_order integer not null default 0
);

create table locations (
  id integer primary key,
  name text not null,
  slug text not null unique,
  area_id integer not null references areas (id),
  latitude double precision not null,
  longitude double precision not null,
  is_popular boolean not null default false
);
create index locations_area_idx on locations (area_id);

create table property_types (
  id integer primary key,
  name text not null,
  plural_name text not null,
  letting_type integer not null check (letting_type in (6, 7)),
  slug text not null unique
);

create table features (
  id integer primary key,
  name text not null unique
);

create table agents (
  id integer primary key,
  first_name text not null,
  last_name text not null,
  mobile_phone text not null default '',
  office_phone text not null default '',
  email text not null default '',
  profile_picture text not null default '',
  description text not null default '',
  working_position text not null default '',
  dealer_name text not null default '',
  dealer_phone text not null default '',
  dealer_email text not null default ''
);

create table properties (
  id integer primary key,
  title text not null,
  url_slug text not null,
  type_id integer not null references property_types (id),
  location_id integer not null references locations (id),
  letting_type integer not null check (letting_type in (6, 7)),
  agent_id integer references agents (id),
  address text not null default '',
  latitude double precision not null,
  longitude double precision not null,
  bedrooms integer not null default 0,
  bathrooms integer not null default 0,
  square_of_meters integer not null default 0,
  -- whole euros; 0 when the price is on request
  price integer not null default 0,
  is_price_on_request boolean not null default false,
  available_date date not null,
  description text not null default '',
  video_url text not null default '',
  views integer not null default 0,
  is_featured boolean not null default false,
  featured_order integer,
  created_at timestamptz not null default now()
);
create index properties_letting_type_idx on properties (letting_type);
create index properties_type_idx on properties (type_id);
create index properties_location_idx on properties (location_id);
create index properties_agent_idx on properties (agent_id);
create index properties_price_idx on properties (price);
create index properties_created_idx on properties (created_at);
create index properties_available_idx on properties (available_date);

create table property_photos (
  id integer primary key,
  property_id integer not null references properties (id) on delete cascade,
  position integer not null,
  -- relative to /images/properties/, e.g. 1012/3.jpg
  image_path text not null unique
);
create index property_photos_property_idx on property_photos (property_id, position);

create table property_features (
  property_id integer not null references properties (id) on delete cascade,
  feature_id integer not null references features (id),
  primary key (property_id, feature_id)
);
create index property_features_feature_idx on property_features (feature_id);

create table categories (
  id integer primary key,
  url_slug text not null unique,
  name text not null,
  meta_description text not null default '',
  description text not null default '',
  letting_type integer not null default 0,
  price_min integer not null default 0,
  price_max integer not null default 0,
  bedrooms_min integer not null default 0,
  bedrooms_max integer not null default 0,
  bathrooms_min integer not null default 0,
  bathrooms_max integer not null default 0,
  square_of_meters_min integer not null default 0,
  square_of_meters_max integer not null default 0,
  property_type_ids integer[] not null default '{}',
  location_group_ids integer[] not null default '{}',
  location_ids integer[] not null default '{}',
  feature_ids integer[] not null default '{}',
  -- [{ url, image, title }]
  most_popular jsonb not null default '[]'
);

create table blog_posts (
  id integer primary key,
  slug text not null unique,
  title text not null,
  image_url text not null default '',
  tags text not null default '',
  published_at timestamptz not null,
  content text not null default ''
);
create index blog_posts_published_idx on blog_posts (published_at desc);

create table career_positions (
  id integer primary key,
  title text not null,
  description text not null default '',
  sort_order integer not null default 0
);

create table seed_info (
  id integer primary key check (id = 1),
  seed text not null,
  seeded_at timestamptz not null default now(),
  seed_day date not null
);

-- Submissions: what visitors send. Nothing here is ever served back.

create table captcha_tokens (
  -- sha256 of the token, so a used token is remembered without keeping it
  token_hash text primary key,
  provider text not null,
  used_at timestamptz not null default now()
);

create table contact_requests (
  id integer generated by default as identity primary key,
  name text not null,
  email text not null,
  phone text not null,
  comment text not null default '',
  source_type integer not null default 2,
  ref_id integer not null default 0,
  remote_ip text not null default '',
  created_at timestamptz not null default now()
);

create table contact_agent_requests (
  id integer generated by default as identity primary key,
  property_id integer not null references properties (id),
  message text not null default '',
  name text not null,
  email text not null,
  phone text not null,
  source_type integer not null default 2,
  ref_id integer not null default 0,
  remote_ip text not null default '',
  created_at timestamptz not null default now()
);

create table viewing_requests (
  id integer generated by default as identity primary key,
  property_id integer not null references properties (id),
  viewing_date date not null,
  viewing_time text not null check (viewing_time in ('Morning', 'Afternoon', 'Evening')),
  name text not null,
  email text not null,
  phone text not null,
  source_type integer not null default 2,
  ref_id integer not null default 0,
  remote_ip text not null default '',
  created_at timestamptz not null default now()
);

create table career_applications (
  id integer generated by default as identity primary key,
  name text not null,
  email text not null,
  phone text not null,
  comment text not null default '',
  ref_id integer not null default 0,
  cv_original_name text not null default '',
  -- relative to ${BACKEND_DATA_DIR}/uploads/
  cv_stored_path text not null,
  cv_mime text not null,
  cv_size integer not null,
  cv_sha256 text not null,
  remote_ip text not null default '',
  created_at timestamptz not null default now()
);

create table property_submissions (
  id integer generated by default as identity primary key,
  full_name text not null,
  contact_number text not null,
  letting_types integer[] not null default '{}',
  sale_price numeric(14, 2) not null default 0,
  property_type_id integer not null default 999,
  bedrooms integer not null default 0,
  bathrooms integer not null default 0,
  available_date date not null default '1900-01-01',
  location_id integer not null default 999,
  address text not null default '',
  latitude double precision,
  longitude double precision,
  feature_ids integer[] not null default '{}',
  description text not null default '',
  source_type integer not null default 2,
  remote_ip text not null default '',
  created_at timestamptz not null default now()
);

create table property_submission_photos (
  id integer generated by default as identity primary key,
  submission_id integer not null references property_submissions (id) on delete cascade,
  position integer not null,
  original_name text not null default '',
  -- relative to ${BACKEND_DATA_DIR}/uploads/
  stored_path text not null,
  mime text not null,
  size integer not null,
  width integer not null,
  height integer not null,
  sha256 text not null
);

create table newsletter_subscriptions (
  -- lower-cased
  email text primary key,
  registrations integer not null default 1,
  remote_ip text not null default '',
  first_registered_at timestamptz not null default now(),
  last_registered_at timestamptz not null default now()
);

-- 100,000 generated listings for the search benchmark, spread like the real catalogue:
-- five cities and their areas, nine types, rents from ₦150,000 to ₦2,500,000, about 90%
-- approved and 85% available, created over two years, pinned within about 3 km of their area's
-- centre. Deterministic (setseed).
SELECT setseed(0.2026);

INSERT INTO users (id, name, email, password_hash, role)
VALUES ('00000000-0000-4000-8000-00000000b001', 'Bench Landlord One', 'bench-landlord-1@example.com', 'x', 'landlord'),
       ('00000000-0000-4000-8000-00000000b002', 'Bench Landlord Two', 'bench-landlord-2@example.com', 'x', 'landlord')
ON CONFLICT DO NOTHING;

WITH areas(n, area, city, state, lat, lng) AS (
  VALUES (0, 'Lekki Phase 1', 'Lagos', 'Lagos State', 6.4478, 3.4723), (1, 'Yaba', 'Lagos', 'Lagos State', 6.5095, 3.3711),
         (2, 'Ikeja GRA', 'Lagos', 'Lagos State', 6.5818, 3.3545), (3, 'Victoria Island', 'Lagos', 'Lagos State', 6.4281, 3.4219),
         (4, 'Surulere', 'Lagos', 'Lagos State', 6.5006, 3.3534), (5, 'Ajah', 'Lagos', 'Lagos State', 6.4698, 3.5852),
         (6, 'Maitama', 'Abuja', 'FCT', 9.0866, 7.496), (7, 'Wuse 2', 'Abuja', 'FCT', 9.079, 7.47),
         (8, 'Gwarinpa', 'Abuja', 'FCT', 9.107, 7.405), (9, 'Jabi', 'Abuja', 'FCT', 9.07, 7.425),
         (10, 'GRA Phase 2', 'Port Harcourt', 'Rivers State', 4.8156, 6.998), (11, 'Rumuola', 'Port Harcourt', 'Rivers State', 4.835, 7.005),
         (12, 'Bodija', 'Ibadan', 'Oyo State', 7.435, 3.91), (13, 'Jericho', 'Ibadan', 'Oyo State', 7.405, 3.87),
         (14, 'Nassarawa GRA', 'Kano', 'Kano State', 11.995, 8.535), (15, 'Bompai', 'Kano', 'Kano State', 12.01, 8.55)
),
types(n, t) AS (
  VALUES (0, 'apartment'), (1, 'house'), (2, 'studio'), (3, 'penthouse'), (4, 'villa'),
         (5, 'flat'), (6, 'duplex'), (7, 'bungalow'), (8, 'terrace')
),
rows AS (
  SELECT i,
         floor(random() * 16)::int AS a,
         floor(random() * 9)::int AS t,
         1 + floor(random() * 5)::int AS beds,
         random() AS r_price, random() AS r_mod, random() AS r_status, random() AS r_age,
         random() AS r_am, random() AS r_pow
  FROM generate_series(1, 100000) AS i
)
INSERT INTO properties (title, description, location, address, city, state, postal_code, price,
  security_deposit, service_charge, bedrooms, bathrooms, area, property_type, amenities,
  power_supply, water_supply, images, status, moderation_status, is_approved, landlord_id,
  created_at, updated_at, latitude, longitude)
SELECT
  initcap(types.t) || ' with ' || rows.beds || ' bedrooms in ' || areas.area,
  'A ' || types.t || ' in ' || areas.area || ', ' || areas.city || ', close to shops, schools and the main road. '
    || 'Steady water, good road access and a secure compound. Rent is paid monthly; viewing by appointment.',
  (rows.i % 97 + 1) || ' Bench Street, ' || areas.area || ', ' || areas.city || ', ' || areas.state,
  (rows.i % 97 + 1) || ' Bench Street, ' || areas.area,
  areas.city, areas.state, NULL,
  (150000 + floor(rows.r_price * rows.r_price * 235) * 10000)::int,
  (150000 + floor(rows.r_price * rows.r_price * 235) * 10000)::int,
  (floor(rows.r_price * 10) * 5000)::int,
  rows.beds, greatest(1, rows.beds - (rows.i % 2)), 40 + rows.beds * 30,
  types.t,
  (ARRAY['WiFi','Parking','Security','Gym','Swimming Pool','Air Conditioning','Furnished','24/7 Water','Garden','Servant Quarters'])[1 + floor(rows.r_am * 10)::int : 3 + floor(rows.r_am * 8)::int],
  CASE WHEN rows.r_pow < 0.4 THEN ARRAY['prepaid meter','generator backup']
       WHEN rows.r_pow < 0.7 THEN ARRAY['band A grid','prepaid meter']
       ELSE ARRAY['inverter/solar'] END,
  'borehole',
  jsonb_build_array(jsonb_build_object('url', '/uploads/properties/demo-facade-' || (rows.i % 8 + 1) || '.jpg',
    'thumbnailUrl', '/uploads/properties/demo-facade-' || (rows.i % 8 + 1) || '-thumb.jpg', 'alt', 'Front')),
  CASE WHEN rows.r_status < 0.85 THEN 'available' WHEN rows.r_status < 0.93 THEN 'rented'
       WHEN rows.r_status < 0.97 THEN 'under_contract' ELSE 'inactive' END,
  CASE WHEN rows.r_mod < 0.9 THEN 'approved' WHEN rows.r_mod < 0.97 THEN 'pending' ELSE 'rejected' END,
  rows.r_mod < 0.9,
  CASE WHEN rows.i % 2 = 0 THEN '00000000-0000-4000-8000-00000000b001'::uuid ELSE '00000000-0000-4000-8000-00000000b002'::uuid END,
  now() - (rows.r_age * interval '730 days'),
  now() - (rows.r_age * interval '730 days'),
  -- The pin: within about 3 km of the area's centre, from the row number (so the random values
  -- above, and with them the rest of the data, are those of earlier runs).
  round((areas.lat + ((rows.i::bigint * 7919) % 1009 / 1009.0 - 0.5) * 0.055)::numeric, 6)::float8,
  round((areas.lng + ((rows.i::bigint * 104729) % 1013 / 1013.0 - 0.5) * 0.055)::numeric, 6)::float8
FROM rows
JOIN areas ON areas.n = rows.a
JOIN types ON types.n = rows.t;

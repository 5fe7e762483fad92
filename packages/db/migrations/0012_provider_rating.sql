ALTER TABLE "profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "average_rating" numeric(2, 1) GENERATED ALWAYS AS (case when review_count > 0 then round(rating_total::numeric / review_count, 1) end) STORED;--> statement-breakpoint
-- hand-written: keep each cleaner's visible-review count and total on the profile, per statement (bulk inserts
-- recount each cleaner once). The profile rows are locked first, in a fixed order, so two transactions adding
-- reviews for one cleaner recount one after the other and the second sees the first's review.
CREATE OR REPLACE FUNCTION refresh_cleaner_ratings(cleaner_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles WHERE user_id = ANY (cleaner_ids) ORDER BY user_id FOR UPDATE;
  UPDATE profiles p
     SET review_count = s.n, rating_total = s.total
    FROM (
      SELECT c.id,
             (SELECT count(*)::int FROM reviews r WHERE r.cleaner_id = c.id AND NOT r.is_hidden) AS n,
             (SELECT coalesce(sum(r.rating), 0)::int FROM reviews r WHERE r.cleaner_id = c.id AND NOT r.is_hidden) AS total
        FROM unnest(cleaner_ids) AS c(id)
    ) s
   WHERE p.user_id = s.id AND (p.review_count, p.rating_total) IS DISTINCT FROM (s.n, s.total);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_refresh_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_cleaner_ratings(ARRAY(SELECT DISTINCT cleaner_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_cleaner_ratings(ARRAY(SELECT DISTINCT cleaner_id FROM old_rows));
  ELSE
    PERFORM refresh_cleaner_ratings(ARRAY(SELECT cleaner_id FROM new_rows UNION SELECT cleaner_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_refresh_ratings_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_refresh_ratings_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_refresh_ratings_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_ratings();--> statement-breakpoint
UPDATE profiles p SET review_count = s.n, rating_total = s.total
  FROM (SELECT cleaner_id, count(*)::int AS n, sum(rating)::int AS total FROM reviews WHERE NOT is_hidden GROUP BY cleaner_id) s
 WHERE p.user_id = s.cleaner_id;--> statement-breakpoint
-- The provider search's default order (rating, then review count, name, id) over listed cleaners only.
CREATE INDEX profiles_listed_by_rating_idx ON profiles
  ((coalesce(average_rating, 0)) DESC, review_count DESC, lower(full_name), user_id)
  WHERE role = 'cleaner' AND is_approved AND onboarding_complete AND suspended_at IS NULL;--> statement-breakpoint
-- The text query matches the bio too: without this index an OR over three columns reads every profile.
CREATE INDEX profiles_bio_trgm_idx ON profiles USING gin (bio gin_trgm_ops);--> statement-breakpoint
-- The admin bookings list by status, newest first (keyset on created_at, id); NULLS LAST like bookings_created_idx,
-- so one ORDER BY (descIndexed) walks either index.
CREATE INDEX bookings_status_created_idx ON bookings (status, created_at DESC NULLS LAST, id DESC NULLS LAST);
--> statement-breakpoint
-- The listed cleaners of a town (slots, provider search by city): the providers repository's cityKey expression
-- (normalizeCityKey's SQL twin) over the stored city, exactly as the queries write it.
CREATE INDEX profiles_listed_city_key_idx ON profiles
  (country, (regexp_replace(btrim(lower(regexp_replace(normalize(city, NFD), U&'[\0300-\036f\1ab0-\1aff\1dc0-\1dff\20d0-\20ff\fe20-\fe2f]', '', 'g'))), '\s+', ' ', 'g')))
  WHERE role = 'cleaner' AND is_approved AND onboarding_complete AND suspended_at IS NULL;

-- A Portuguese address is written with its city after the postal code ("1100-053 Lisboa"), and cleaners are
-- matched on it: addresses saved before the city was required but with a city in the other column get it as
-- their locality. Nothing is guessed for the others (a postal code's first digits name a delivery area, not a
-- city): they keep an empty locality until their owner edits them, which the address rules now require.
UPDATE "customer_addresses"
SET "locality" = btrim("city")
WHERE "country" = 'portugal'
  AND coalesce(btrim("locality"), '') = ''
  AND coalesce(btrim("city"), '') <> '';

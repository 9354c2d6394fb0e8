import { type SQL, sql } from 'drizzle-orm';

/**
 * A user as `partySchema`, built by PostgreSQL from the `users` row aliased `u` and its
 * `user_settings` row aliased `settings` (either may be a join's alias): the name always, the
 * contact when `contact` holds (`toParty`), the rating when `ratingShown` holds (`visibleRating`).
 * The average is the domain's `ratingAverage`: stars × 10 / count rounded half up, over 10.
 */
export function partyJson(u: string, contact: SQL, ratingShown: SQL): SQL {
  const col = (name: string) => sql.raw(`${u}.${name}`);
  const rating = sql`json_build_object(
    'average', case when ${col('rating_count')} > 0
      then (round(${col('rating_sum')} * 10.0 / ${col('rating_count')}) / 10)::float8 end,
    'count', ${col('rating_count')})`;
  const name = sql`'id', ${col('id')}, 'fullName', ${col('full_name')}, 'companyName', ${col('company_name')}`;
  const reach = sql`'email', ${col('email')}, 'phoneNumber', ${col('phone_number')}`;
  return sql`case when ${contact}
      then case when ${ratingShown} then json_build_object(${name}, ${reach}, 'rating', ${rating})
        else json_build_object(${name}, ${reach}) end
      else case when ${ratingShown} then json_build_object(${name}, 'rating', ${rating})
        else json_build_object(${name}) end end`;
}

/** Whether `viewer` sees the rating of user `u` (settings `settings`): its own always, others' unless hidden. */
export function ratingShownTo(u: string, settings: string, viewer: SQL): SQL {
  return sql`(${sql.raw(`${u}.id`)} = ${viewer} or coalesce(${sql.raw(`${settings}.show_ratings`)}, true))`;
}

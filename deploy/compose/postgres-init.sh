#!/bin/sh
# Runs once, when the PostgreSQL volume is new: one login and one database per service (studio_<service>),
# each database open to its own login only. The passwords come from the environment (.env), never from here.
set -eu
for service in identity catalog booking billing notifications fitness; do
  var="$(echo "$service" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password="$(printenv "$var")"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v role="$service" -v password="$password" -v db="studio_$service" <<'SQL'
CREATE ROLE :"role" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"role";
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
SQL
done

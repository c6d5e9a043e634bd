-- docker-compose.yml only (local): one database per service, created on the first start of
-- the postgres volume. The services' migrations create their tables (and would create a
-- missing database too); this makes the layout explicit and the first start quicker.
CREATE DATABASE treina_identity;
CREATE DATABASE treina_crm;
CREATE DATABASE treina_academic;
CREATE DATABASE treina_finance;
CREATE DATABASE treina_reporting;
CREATE DATABASE treina_assessment;

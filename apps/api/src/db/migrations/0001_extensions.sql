-- Custom SQL migration file, put your code below! ---- Trigram similarity: consignee suggestions and the search indexes of the lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

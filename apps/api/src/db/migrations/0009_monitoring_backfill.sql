-- Every work order has a monitoring record from now on (created with it): those created before get an empty one.
INSERT INTO "monitoring" ("work_order_id")
SELECT "id" FROM "work_orders" w
WHERE NOT EXISTS (SELECT 1 FROM "monitoring" m WHERE m."work_order_id" = w."id");

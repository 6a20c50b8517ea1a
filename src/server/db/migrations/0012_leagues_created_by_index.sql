CREATE INDEX "leagues_created_by_idx" ON "leagues" USING btree ("created_by");

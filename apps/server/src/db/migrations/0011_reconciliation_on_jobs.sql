-- Reconciliation runs as a job of the runner (jobs table, decision 010); its lease row is no longer used.
DROP TABLE "job_leases" CASCADE;
0 --project

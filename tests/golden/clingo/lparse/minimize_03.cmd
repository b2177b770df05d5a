0 --opt-mode=enum,2

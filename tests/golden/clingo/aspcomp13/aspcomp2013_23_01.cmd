0 --opt-mode=enum,3

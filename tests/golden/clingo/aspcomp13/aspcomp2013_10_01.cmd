0 --opt-mode=enum,15

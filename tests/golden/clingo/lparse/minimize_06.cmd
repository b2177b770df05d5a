0 --opt-mode=enum,1

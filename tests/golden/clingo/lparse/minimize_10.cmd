0 --opt-mode=enum,4,0

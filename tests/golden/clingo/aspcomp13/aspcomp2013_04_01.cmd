0 --opt-mode=enum,28

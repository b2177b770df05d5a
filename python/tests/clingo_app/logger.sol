Step: 1
msg("AtomUndefined","<block>:1:10-11:_info:_atom_does_not_occur_in_any_rule_head:\n__b\n") msg("AtomUndefined","<block>:1:4-5:_info:_atom_does_not_occur_in_any_rule_head:\n__a\n")
SAT

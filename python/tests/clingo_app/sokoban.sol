Step: 1
Step: 2
Step: 3
Step: 4
Step: 5
Step: 6
Step: 7
Step: 8
Step: 9
move_to(1,2,3) move_to(1,3,6) move_to(2,2,1) move_to(2,3,2) move_to(2,3,8) move_to(2,4,5) move_to(3,3,7) move_to(3,4,4) push_from(1,4,3) push_from(1,5,6) push_from(2,4,1) push_from(2,4,8) push_from(3,5,4) push_from(4,3,7) push_from(5,3,2) push_from(5,4,5) push_to(1,1,3) push_to(1,2,6) push_to(1,3,2) push_to(1,4,5) push_to(2,1,1) push_to(2,2,8) push_to(2,3,7) push_to(3,3,4)
Step: 10
move_to(1,2,3) move_to(1,3,6) move_to(1,3,9) move_to(2,2,1) move_to(2,3,2) move_to(2,3,8) move_to(2,4,5) move_to(3,3,7) move_to(3,4,4) push_from(1,3,9) push_from(1,4,3) push_from(1,5,6) push_from(2,4,1) push_from(2,4,8) push_from(3,5,4) push_from(4,3,7) push_from(5,3,2) push_from(5,4,5) push_to(1,1,3) push_to(1,2,6) push_to(1,2,9) push_to(1,3,2) push_to(1,4,5) push_to(2,1,1) push_to(2,2,8) push_to(2,3,7) push_to(3,3,4)
move_to(1,2,3) move_to(1,3,6) move_to(2,2,1) move_to(2,3,2) move_to(2,3,8) move_to(2,3,9) move_to(2,4,5) move_to(3,3,7) move_to(3,4,4) push_from(1,4,3) push_from(1,5,6) push_from(2,3,9) push_from(2,4,1) push_from(2,4,8) push_from(3,5,4) push_from(4,3,7) push_from(5,3,2) push_from(5,4,5) push_to(1,1,3) push_to(1,2,6) push_to(1,3,2) push_to(1,4,5) push_to(2,1,1) push_to(2,2,8) push_to(2,2,9) push_to(2,3,7) push_to(3,3,4)
OPTIMUM FOUND

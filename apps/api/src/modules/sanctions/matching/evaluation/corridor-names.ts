/**
 * Common given names and surnames of people in Homeward's corridor countries: the customers and
 * recipients the screening sees every day. Combined into full names they are the negative set:
 * none of them is a listed person, so any hit on them is a false positive that an officer has to
 * clear. Muslim names common in Pakistan, Bangladesh, India and Indonesia legitimately resemble
 * listed names; they stay in, because that is exactly the cost the false-positive rate measures.
 */
export interface CorridorNames {
  /** ISO 3166-1 alpha-2. */
  country: string;
  givenNames: readonly string[];
  surnames: readonly string[];
}

/** Names separated by commas: a name may have a space in it ("John Paul", "Dela Cruz"). */
const list = (names: string): string[] => names.split(',').map((name) => name.trim());

export const corridorNames: readonly CorridorNames[] = [
  {
    country: 'PH',
    givenNames: list(`
      Maria, Jose, Juan, Mark, John Paul, Michael, Jerome, Ramon, Rodrigo, Eduardo, Rosario,
      Cristina, Jocelyn, Marites, Lorna, Analyn, Jennifer, Angelica, Ma. Teresa, Rowena,
      Ferdinand, Renato, Danilo, Rogelio, Arnel, Joel, Ryan, Kristine, Mary Grace, Joy,
      Marilou, Erlinda, Leonora, Antonio, Romeo, Noel
    `),
    surnames: list(`
      Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Tomas, Andrada,
      Castillo, Flores, Villanueva, Ramos, Castro, Rivera, Aquino, Navarro, Salazar,
      Mercado, Dela Cruz, De Leon, Gonzales, Lopez, Del Rosario, Pascual, Manalo, Dizon,
      Soriano, Macaraeg, Fernandez, Aguilar, Domingo, Valdez, Gutierrez, Buenaventura
    `),
  },
  {
    country: 'IN',
    givenNames: list(`
      Rajesh, Suresh, Ramesh, Amit, Sanjay, Anil, Sunil, Vijay, Rahul, Deepak, Manoj, Ravi,
      Priya, Sunita, Anita, Pooja, Neha, Kavita, Lakshmi, Meena, Rekha, Arjun, Venkatesh,
      Srinivas, Mohammed, Abdul, Imran, Salim, Harpreet, Gurpreet, Manpreet, Ashok, Prakash,
      Joseph, Thomas, Fatima
    `),
    surnames: list(`
      Kumar, Singh, Sharma, Patel, Gupta, Verma, Yadav, Reddy, Nair, Iyer, Rao, Das, Joshi,
      Mehta, Shah, Pillai, Menon, Mishra, Pandey, Chauhan, Jain, Agarwal, Banerjee,
      Chatterjee, Mukherjee, Naidu, Thakur, Khan, Ansari, Qureshi, Sheikh, Desai, Kulkarni,
      Bhatt, Varghese, Gill
    `),
  },
  {
    country: 'NP',
    givenNames: list(`
      Ram, Krishna, Hari, Bikash, Sagar, Suman, Prakash, Rajendra, Bishnu, Dipak, Santosh,
      Ramesh, Gopal, Binod, Anil, Kamal, Sita, Gita, Sarita, Sunita, Kabita, Laxmi, Anjali,
      Puja, Sabina, Manisha, Pemba, Ang, Dawa, Mingma, Nima, Tenzing, Bimala, Radha, Sujan,
      Nabin
    `),
    surnames: list(`
      Shrestha, Tamang, Gurung, Magar, Rai, Limbu, Thapa, Karki, Adhikari, Sharma, Poudel,
      Bhandari, Khadka, Basnet, Maharjan, Sherpa, Koirala, Ghimire, Bhattarai, Acharya,
      Pandey, Subedi, Dahal, Khatri, Chaudhary, Yadav, Bista, Rana, Pokharel, Neupane,
      Regmi, Lama, Joshi, Oli, Bhusal, Thakuri
    `),
  },
  {
    country: 'LK',
    givenNames: list(`
      Nimal, Sunil, Kamal, Chaminda, Nuwan, Kasun, Chathura, Dinesh, Ruwan, Saman, Mahesh,
      Lasantha, Pradeep, Asanka, Tharindu, Dilshan, Kumari, Chandrika, Dilani, Nadeesha,
      Sanduni, Ishara, Nirosha, Shirani, Malini, Priyanka, Thilini, Anura, Mohamed, Fathima,
      Rizwan, Sivakumar, Rajan, Kandiah, Selvi, Tharanga
    `),
    surnames: list(`
      Perera, Fernando, De Silva, Silva, Jayasinghe, Bandara, Wickramasinghe, Rajapaksa,
      Gunawardena, Dissanayake, Herath, Rathnayake, Senanayake, Jayawardena, Kumara,
      Wijesinghe, Karunaratne, Ekanayake, Amarasinghe, Weerasinghe, Samarasinghe, Gamage,
      Liyanage, Peiris, Mendis, Dias, Rodrigo, Ranasinghe, Hettiarachchi, Nanayakkara,
      Wijeratne, Sivanesan, Thevarajah, Rasheed, Mohideen, Marikkar
    `),
  },
  {
    country: 'VN',
    givenNames: list(`
      Minh, Anh, Tuan, Hung, Dung, Hoa, Lan, Linh, Huong, Thao, Trang, Hieu, Duc, Long, Nam,
      Quang, Thanh, Phuong, Mai, Ngoc, Hai, Son, Khanh, Thu, Hang, Van Hung, Thi Lan, Thi
      Mai, Van Nam, Duc Anh, Quoc Bao, Thi Huong, Minh Chau, Bao Ngoc, Xuan, Trung
    `),
    surnames: list(`
      Nguyen, Tran, Le, Pham, Hoang, Huynh, Phan, Vu, Vo, Dang, Bui, Do, Ho, Ngo, Duong, Ly,
      Truong, Dinh, Lam, Mai, Trinh, Dao, Cao, Luong, Ha, Ta, Quach, Chau, Tang, Lu, Kieu,
      Vuong, Thai, Doan, Lai, Nghiem
    `),
  },
  {
    country: 'ID',
    givenNames: list(`
      Budi, Agus, Siti, Sri, Dewi, Wahyu, Eko, Joko, Rudi, Hendra, Andi, Dian, Rina, Nur,
      Putri, Ayu, Indah, Yusuf, Muhammad, Ahmad, Rizki, Fajar, Bambang, Slamet, Sutrisno,
      Lestari, Wati, Yanti, Fitri, Ratna, Imam, Arif, Dedi, Irwan, Taufik, Reza
    `),
    surnames: list(`
      Santoso, Wijaya, Saputra, Hidayat, Setiawan, Kurniawan, Pratama, Susanto, Gunawan,
      Nugroho, Wibowo, Purnomo, Siregar, Nasution, Harahap, Simanjuntak, Sitompul, Lubis,
      Hutapea, Sinaga, Halim, Tanjung, Hakim, Rahman, Hasibuan, Kusuma, Permana, Sulistyo,
      Wahyudi, Firmansyah, Ramadhan, Hermawan, Suryadi, Utomo, Lim, Tan
    `),
  },
  {
    country: 'BD',
    givenNames: list(`
      Mohammad, Md, Abdul, Abul, Rahim, Karim, Rafiq, Shafiq, Jahangir, Kamal, Anwar, Habib,
      Nazrul, Mizanur, Mahbub, Shahidul, Aminul, Rashid, Faruk, Sohel, Ripon, Fatema,
      Nasrin, Rokeya, Shirin, Salma, Taslima, Sultana, Shamima, Nusrat, Sumon, Tanvir, Arif,
      Sabbir, Biplob, Provat
    `),
    surnames: list(`
      Rahman, Hossain, Islam, Ahmed, Uddin, Alam, Akter, Begum, Khatun, Chowdhury, Sarker,
      Mia, Miah, Haque, Hoque, Khan, Sheikh, Talukder, Mondal, Biswas, Das, Roy, Saha,
      Ghosh, Paul, Karim, Kabir, Siddique, Bhuiyan, Molla, Howlader, Majumder, Sikder,
      Mahmud, Parvez, Akhtar
    `),
  },
  {
    country: 'PK',
    givenNames: list(`
      Muhammad, Ahmed, Ali, Hassan, Hussain, Usman, Bilal, Imran, Asif, Kashif, Tariq,
      Zahid, Shahid, Nadeem, Faisal, Waqas, Adnan, Farhan, Naveed, Sajid, Abdul Rehman,
      Ghulam, Zafar, Javed, Ayesha, Fatima, Sana, Hina, Amna, Saima, Nazia, Rabia, Sadia,
      Bushra, Mehwish, Umar
    `),
    surnames: list(`
      Khan, Ahmed, Ali, Hussain, Butt, Malik, Qureshi, Chaudhry, Sheikh, Iqbal, Akhtar,
      Aslam, Raza, Shah, Mirza, Abbasi, Awan, Baig, Bhatti, Cheema, Gondal, Javed, Khalid,
      Mahmood, Mughal, Rana, Rehman, Siddiqui, Tariq, Yousaf, Zaidi, Jatoi, Memon, Niazi,
      Afridi, Durrani
    `),
  },
  {
    country: 'FJ',
    givenNames: list(`
      Josefa, Jone, Sakiusa, Semisi, Viliame, Ratu, Apisai, Isoa, Eroni, Mosese, Tevita,
      Waisale, Adi, Mere, Salote, Litia, Ana, Losana, Vasiti, Sera, Akanisi, Unaisi,
      Rajnesh, Ravinesh, Shalendra, Pritika, Shalini, Ashneel, Vikash, Ronald, Mohammed,
      Anjila, Sunil, Nilesh, Kelera, Paula
    `),
    surnames: list(`
      Naivalu, Tuilagi, Ravulo, Waqa, Tikoduadua, Nawalowalo, Vuniwaqa, Rabuka, Bainimarama,
      Qarase, Nailatikau, Tabua, Koroi, Seru, Lomani, Delana, Vakaloloma, Tuimoala, Ratuvou,
      Baleiwai, Prasad, Chand, Lal, Kumar, Singh, Sharma, Narayan, Reddy, Naidu, Ali, Khan,
      Hussein, Deo, Ram, Pillay, Raju
    `),
  },
];
